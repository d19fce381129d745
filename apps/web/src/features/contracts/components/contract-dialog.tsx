import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toContractBlocks } from '../utils/contract-blocks';
import type { ContractText } from '../utils/localize-contract';

interface ContractDialogProps {
  contract: ContractText | null;
  onClose: () => void;
}

const HEADING_VARIANT = { 1: 'h6', 2: 'subtitle1', 3: 'subtitle2' } as const;

/** The full text of a contract, built from elements so nothing in it can run. */
export function ContractDialog({ contract, onClose }: ContractDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const blocks = useMemo(
    () => (contract ? toContractBlocks(contract.content, contract.title) : []),
    [contract],
  );
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
        {blocks.map((block, index) =>
          block.kind === 'heading' ? (
            <Typography
              key={index}
              variant={HEADING_VARIANT[block.level]}
              component={`h${block.level + 2}` as 'h3'}
              sx={{ fontWeight: 700, mt: index ? 2 : 0, mb: 0.5 }}
            >
              {block.text}
            </Typography>
          ) : block.kind === 'list' ? (
            <Box component="ul" key={index} sx={{ mt: 0, pl: 3 }}>
              {block.items.map((item, i) => (
                <Typography component="li" key={i}>
                  {item}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography key={index} sx={{ mb: 1.5 }}>
              {block.text}
            </Typography>
          ),
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
