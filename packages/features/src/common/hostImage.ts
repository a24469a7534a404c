/**
 * Avatars and host images outside chat media (spec §5, §9): the goddess wall, match, host
 * profiles and notices show them through {@link useHostImage}, which applies the domain rule
 * {@link hostImageUrl} (https upgrade, test avatar host → test API host, `/img480`) with the
 * brand's hosts of the running environment.
 */
import { useCallback } from 'react';
import { hostImageUrl, type HostImageOptions } from '@vchat/domain';
import type { BrandHosts, Environment } from '../brand.ts';
import { useServices } from './ServicesContext.tsx';

/** The {@link hostImageUrl} options for an environment's hosts (pure; see useHostImage). */
export function hostImageOptions(env: Environment, hosts: Pick<BrandHosts, 'api' | 'avatarHosts'>): HostImageOptions {
  const rewrite = hosts.avatarHosts?.length && /^https?:\/\//i.test(hosts.api) ? { from: hosts.avatarHosts, to: hosts.api } : undefined;
  return { development: env === 'development', ...(rewrite ? { rewrite } : {}) };
}

/**
 * A function giving the URL to load for an avatar or host image, or null when there is none
 * (show initials or a placeholder). `sized: false` leaves out `/img480` (a full-size view).
 */
export function useHostImage(): (url: string | null | undefined, sized?: boolean) => string | null {
  const { env, hosts } = useServices();
  return useCallback(
    (url, sized = true) => hostImageUrl(url, { ...hostImageOptions(env, hosts), sized }),
    [env, hosts],
  );
}
