import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { City, District } from '@yek/contracts/reference';
import { request } from './api-client';
import { pathParam } from './path-param';

/** The places a user lives in, chosen on the profile and in the admin's user form. */
export const placeKeys = {
  cities: () => ['city', 'list'] as const,
  districts: (cityId: number) => ['city', 'districts', cityId] as const,
};

/** GET user/getcitylist: Turkey's provinces. */
export function citiesQueryOptions() {
  return queryOptions({
    queryKey: placeKeys.cities(),
    queryFn: () => request<City[]>({ method: 'GET', url: 'user/getcitylist' }),
    staleTime: Infinity,
  });
}

/** GET user/getdistrictlist/{cityId}: the districts of one province. */
export function districtsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: placeKeys.districts(cityId),
    queryFn: () =>
      request<District[]>({
        method: 'GET',
        url: `user/getdistrictlist/${pathParam(cityId, 'cityId')}`,
      }),
    staleTime: Infinity,
  });
}

export const useCities = () => useQuery(citiesQueryOptions());
export function useDistricts(cityId: number | null) {
  return useQuery({ ...districtsQueryOptions(cityId ?? 0), enabled: Boolean(cityId) });
}

/**
 * A form's province and district (fields `cityId` and `townId`): the provinces, the chosen one's
 * districts, and the district cleared when another province is chosen (it no longer fits).
 */
export function usePlaceFields<V extends FieldValues, O extends FieldValues = V>(
  form: UseFormReturn<V, unknown, O>,
) {
  useEffect(() => {
    const watch = form.watch((_values, { name }) => {
      if (name === 'cityId') form.setValue('townId' as Path<V>, null as PathValue<V, Path<V>>);
    });
    return () => watch.unsubscribe();
  }, [form]);
  const cityId = form.watch('cityId' as Path<V>) as number | null | undefined;
  return { cityId, cities: useCities(), districts: useDistricts(cityId ?? null) };
}
