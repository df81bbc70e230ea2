import { useEffect } from 'react';
import type { MenuDataResponse } from '@site/shared';
import { useGetMenuDataQuery } from './menu-api.ts';

interface MenuDataQueryProps {
  onData: (data: MenuDataResponse) => void;
}

/**
 * Asks for the menu data and hands it to the header. A module of its own,
 * loaded only at desktop widths, so the API client is not part of every
 * page's start-up (the mobile header never asks; site-spec.md section 8).
 */
export default function MenuDataQuery({ onData }: MenuDataQueryProps) {
  const { data } = useGetMenuDataQuery(undefined);
  useEffect(() => {
    if (data) onData(data);
  }, [data, onData]);
  return null;
}
