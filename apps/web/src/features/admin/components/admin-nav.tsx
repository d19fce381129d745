import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Role } from '@yek/contracts/user';
import { sectionsFor, type AdminSectionIcon } from '../utils/admin-sections';

const ICONS: Record<AdminSectionIcon, ReactNode> = {
  sliders: <ViewCarouselOutlined />,
  contracts: <DescriptionOutlined />,
  languages: <TranslateOutlined />,
  plans: <CardMembershipOutlined />,
  promoCodes: <LocalOfferOutlined />,
  registrationResults: <AssignmentTurnedInOutlined />,
  questionGroups: <QuizOutlined />,
  users: <PeopleOutlined />,
  jobs: <WorkOutlineOutlined />,
  auditLog: <HistoryOutlined />,
  metaCourses: <SchoolOutlined />,
  books: <MenuBookOutlined />,
  bookGenres: <CategoryOutlined />,
  files: <PermMediaOutlined />,
};

/** The management area's pages as links: Tab moves between them, Enter opens one. */
export function AdminNav({ role, onNavigate }: { role?: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List component="ul" sx={{ py: 0 }}>
      {sectionsFor(role).map((section) => (
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
