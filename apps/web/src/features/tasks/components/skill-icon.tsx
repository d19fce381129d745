import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import HeadphonesOutlined from '@mui/icons-material/HeadphonesOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import SpellcheckOutlined from '@mui/icons-material/SpellcheckOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Skill } from '@yek/contracts/content-common';

const ICONS = {
  grammar: SpellcheckOutlined,
  vocabulary: TranslateOutlined,
  reading: MenuBookOutlined,
  listening: HeadphonesOutlined,
  writing: EditNoteOutlined,
  speaking: RecordVoiceOverOutlined,
} satisfies Record<Skill, unknown>;

/** The icon of a part's skill, the same wherever a part is listed. Decorative: a word goes beside it. */
export function SkillIcon({ kind, ...props }: { kind: Skill } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden {...props} />;
}
