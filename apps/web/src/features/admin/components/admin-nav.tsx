import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS, type AdminSectionIcon } from '../utils/admin-sections';

const ICONS: Record<AdminSectionIcon, ReactNode> = {
  sliders: <ViewCarouselOutlined />,
  contracts: <DescriptionOutlined />,
  languages: <TranslateOutlined />,
  plans: <CardMembershipOutlined />,
  promoCodes: <LocalOfferOutlined />,
  registrationResults: <AssignmentTurnedInOutlined />,
  questionGroups: <QuizOutlined />,
  files: <PermMediaOutlined />,
};

/** The management area's pages as links: Tab moves between them, Enter opens one. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List component="ul" sx={{ py: 0 }}>
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.path}>
          <ListItemButton
            component={NavLink}
            to={`/admin/${section.path}`}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              '&.active': { bgcolor: 'action.selected', color: 'primary.light' },
              '&.active .MuiListItemIcon-root': { color: 'primary.light' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[section.icon]}</ListItemIcon>
            <ListItemText primary={t(section.label)} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
