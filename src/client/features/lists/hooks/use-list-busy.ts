import { useIsMutating } from '@tanstack/react-query';
import type { ListName } from '#shared/schemas/list.schema.ts';
import { listKeys } from '../api/get-list.ts';

/**
 * The list's "button disabled" flag (docs/product.md, "Lists"): true while any call on that list runs,
 * wherever it was started.
 */
export function useListBusy(list: ListName): boolean {
  return useIsMutating({ mutationKey: listKeys.list(list) }) > 0;
}
