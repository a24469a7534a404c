/**
 * The user's own profile (spec §3 user card; §7 get/update_manual_personal_info_v2; image
 * upload through the image host, §7): reads it into `profileAtom`, writes changed fields, and
 * uploads a new avatar. Checks what the server will refuse before sending (nickname 1..40
 * characters, age 18..100, about ≤ 300 characters, an image of at most 5 MB) and throws a
 * {@link ProfileInputError} naming the field.
 */
import type { createStore } from 'jotai/vanilla';
import { ApiError, type ApiClient, type ProfilePatch, type UpdatedProfile } from '@vchat/api-client';
import { ageFromBirthDate } from '@vchat/domain';
import { mainUserAtom, profileAtom } from '../session/atoms.ts';
import { KEYS, writeJson, type KeyValueStorage } from '../common/storage.ts';

type Store = ReturnType<typeof createStore>;

/** A field the user must change before saving. */
export class ProfileInputError extends Error {
  constructor(readonly field: 'nickName' | 'birthday' | 'about' | 'avatar', readonly reason: 'empty' | 'tooLong' | 'tooYoung' | 'invalid' | 'tooBig' | 'notImage') {
    super(`${field}: ${reason}`);
    this.name = 'ProfileInputError';
  }
}

export const NICKNAME_MAX = 40;
export const ABOUT_MAX = 300;
export const MIN_AGE = 18;
/** Largest avatar accepted, bytes (5 MB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Checks a patch as the server would; throws {@link ProfileInputError}. Returns it trimmed. */
export function checkPatch(p: ProfilePatch, now = Date.now()): ProfilePatch {
  const out: ProfilePatch = { ...p };
  if (p.nickName !== undefined) {
    out.nickName = p.nickName.trim();
    if (!out.nickName) throw new ProfileInputError('nickName', 'empty');
    if ([...out.nickName].length > NICKNAME_MAX) throw new ProfileInputError('nickName', 'tooLong');
  }
  if (p.about !== undefined) {
    out.about = p.about.trim();
    if ([...out.about].length > ABOUT_MAX) throw new ProfileInputError('about', 'tooLong');
  }
  if (p.birthday !== undefined) {
    const age = /^\d{4}-\d{2}-\d{2}$/.test(p.birthday) ? ageFromBirthDate(p.birthday, new Date(now)) : -1;
    if (age < 0 || age > 100) throw new ProfileInputError('birthday', 'invalid');
    if (age < MIN_AGE) throw new ProfileInputError('birthday', 'tooYoung');
  }
  return out;
}

export interface ProfileDeps {
  store: Store;
  api: Pick<ApiClient, 'getPersonalInfo' | 'updatePersonalInfo'>;
  storage: KeyValueStorage;
  /** Uploads to the image host and returns the stored URL (api-client uploadFile, bound). */
  upload: (file: Blob, filename: string, onProgress?: (f: number) => void) => Promise<{ url: string }>;
}

/** Creates the profile controller. Commands throw ProfileInputError or the API's error. */
export function createProfileController({ store, api, storage, upload }: ProfileDeps) {
  const apply = (card: UpdatedProfile) => {
    const { completeUserInfoCheck: _complete, ...profile } = card;
    store.set(profileAtom, profile);
    const user = store.get(mainUserAtom);
    if (user && profile.nickName && user.nickName !== profile.nickName) {
      const next = { ...user, nickName: profile.nickName };
      store.set(mainUserAtom, next);
      writeJson(storage, KEYS.mainUser, next);
    }
  };
  return {
    /** Reads the own profile into profileAtom. */
    async load() {
      const card = await api.getPersonalInfo();
      store.set(profileAtom, card);
      return card;
    },
    /** Writes the given fields (checked first); the saved card goes to profileAtom. */
    async save(patch: ProfilePatch): Promise<UpdatedProfile> {
      let saved: UpdatedProfile;
      try {
        saved = await api.updatePersonalInfo(checkPatch(patch));
      } catch (e) {
        // The server's own age check (its refusal "you must be at least 18"): the same input error.
        if (e instanceof ApiError && e.code === 'BACKEND_ERROR' && e.details.serverMessage?.startsWith('you must be at least')) {
          throw new ProfileInputError('birthday', 'tooYoung');
        }
        throw e;
      }
      apply(saved);
      return saved;
    },
    /** Uploads `file` as the new avatar and saves it; `onProgress` gets 0..1. Returns the URL. */
    async setAvatar(file: File, onProgress?: (f: number) => void): Promise<string> {
      if (!AVATAR_TYPES.includes(file.type)) throw new ProfileInputError('avatar', 'notImage');
      if (file.size > AVATAR_MAX_BYTES) throw new ProfileInputError('avatar', 'tooBig');
      const { url } = await upload(file, file.name || 'avatar.jpg', onProgress);
      apply(await api.updatePersonalInfo({ avatarUrl: url }));
      return url;
    },
  };
}

export type ProfileController = ReturnType<typeof createProfileController>;
