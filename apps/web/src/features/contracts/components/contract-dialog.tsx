import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ContractText } from '../utils/localize-contract';
import { ContractBody } from './contract-body';

interface ContractDialogProps {
  contract: ContractText | null;
  onClose: () => void;
}

/** The full text of a contract, built from elements so nothing in it can run. */
export function ContractDialog({ contract, onClose }: ContractDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={contract !== null}
      onClose={onClose}
      scroll="paper"
      fullScreen={fullScreen}
      maxWidth="md"
      aria-labelledby="contract-dialog-title"
    >
      <DialogTitle id="contract-dialog-title">{contract?.title}</DialogTitle>
      <DialogContent dividers>
        {contract && <ContractBody title={contract.title} content={contract.content} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
