import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../runtime-web/api/client';
import { getOrder, type ShopOrder } from './shop-api';

export type OrderState = { order?: ShopOrder; error?: string };

/** The signed-in user's order named by `?order=` in the address (the payment pages). */
export function useOrderFromQuery(): OrderState {
  const [params] = useSearchParams();
  const number = params.get('order') ?? '';
  const [state, setState] = useState<{ order?: ShopOrder; error?: string }>({});
  useEffect(() => {
    if (!number) return setState({ error: 'No order was given.' });
    let live = true;
    getOrder(number).then(
      (order) => live && setState({ order }),
      (error) => live && setState({ error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [number]);
  return state;
}
