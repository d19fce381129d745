import type { UseFormRegisterReturn } from 'react-hook-form';

/** MUI's TextField takes the input's ref as `inputRef`; react-hook-form hands it over as `ref`. */
export function muiRegister<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}
