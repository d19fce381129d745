import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { toContractBlocks } from '../utils/contract-blocks';

const HEADING_VARIANT = { 1: 'h6', 2: 'subtitle1', 3: 'subtitle2' } as const;

/** A contract's text, built from elements so nothing in it can run. */
export function ContractBody({ title, content }: { title: string; content: string }) {
  const blocks = useMemo(() => toContractBlocks(content, title), [content, title]);
  return (
    <Box>
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
    </Box>
  );
}
