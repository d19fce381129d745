import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@yek/contracts/audit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { auditDiff } from '../utils/audit-diff';
import { DetailsList } from './details-list';

const valueSx = {
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  verticalAlign: 'top',
} as const;

const tone = (changed: boolean) => (changed ? 'text.primary' : 'text.secondary');

/** One management write: who, when, where, and the entity before and after, field by field. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const rows = useMemo(() => auditDiff(entry.before, entry.after), [entry]);
  const [onlyChanged, setOnlyChanged] = useState(entry.before !== null && entry.after !== null);
  const shown = onlyChanged ? rows.filter((r) => r.changed) : rows;
  const absent = t('admin.auditLog.absent');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('admin.auditLog.entryTitle', {
          action: t(`admin.auditLog.actions.${entry.action}`, { defaultValue: entry.action }),
          entity: t(`admin.auditLog.entities.${entry.entity}`, { defaultValue: entry.entity }),
        })}
      </DialogTitle>
      <DialogContent dividers>
        <DetailsList
          items={[
            {
              label: t('admin.auditLog.when'),
              value: formatDateTime(entry.createdAt, i18n.language),
            },
            {
              label: t('admin.auditLog.who'),
              value: `${entry.actorEmail ?? t('admin.auditLog.deletedActor')} (${t(
                `admin.users.roles.${entry.actorRole}`,
              )})`,
            },
            { label: t('admin.auditLog.route'), value: `${entry.method} ${entry.route}` },
            { label: t('admin.auditLog.entityId'), value: entry.entityId ?? absent },
          ]}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 3,
            mb: 1,
          }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('admin.auditLog.changes')}
          </Typography>
          <FormControlLabel
            control={
              <Switch checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} />
            }
            label={t('admin.auditLog.onlyChanged')}
          />
        </Box>
        {shown.length === 0 ? (
          <Typography color="text.secondary">{t('admin.auditLog.noChanges')}</Typography>
        ) : (
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {/* On a phone the table scrolls sideways rather than break names in the middle. */}
            <Table size="small" aria-label={t('admin.auditLog.changes')} sx={{ minWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('admin.auditLog.field')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('admin.auditLog.before')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('admin.auditLog.after')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow
                    key={row.path}
                    sx={row.changed ? { bgcolor: 'action.hover' } : undefined}
                  >
                    <TableCell component="th" scope="row" sx={{ ...valueSx, fontWeight: 600 }}>
                      {row.path}
                    </TableCell>
                    <TableCell sx={{ ...valueSx, color: tone(row.changed) }}>
                      {row.before ?? absent}
                    </TableCell>
                    <TableCell sx={{ ...valueSx, color: tone(row.changed) }}>
                      {row.after ?? absent}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('admin.form.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
