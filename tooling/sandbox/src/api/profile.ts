/**
 * Profile write (spec §7 common_service/update_manual_personal_info_v2; issue 10): the
 * signed-in viewer edits their own card. Every field is optional and checked; nothing is
 * written unless all given fields are valid. An avatar must be a file uploaded to this
 * sandbox's image host (`/media/uploads/<32 hex>.<jpg|jpeg|png|gif|webp>`) that exists.
 * `complete_info` (login's completeUserInfoCheck) becomes true once nickname, birthday and
 * gender are set. Answers the new card and `completeUserInfoCheck`.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { ageFromBirthDate } from '@vchat/domain';
import { ApiError, route, visibleCard, type Route } from './routes.ts';
import { UPLOAD_NAME_RE } from './upload.ts';

/** Youngest and oldest age a birthday may give, in whole years. */
export const MIN_AGE = 18;
export const MAX_AGE = 100;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const text = (max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${what} must be at most ${max} characters`), v.check((s) => !CONTROL.test(s), `${what} must not hold control characters`));

const ProfilePatch = v.object({
  nickName: v.optional(v.pipe(text(40, 'nickName'), v.minLength(1, 'nickName must not be empty'))),
  birthday: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'birthday must be YYYY-MM-DD'))),
  gender: v.optional(v.picklist(['female', 'male', 'other'], 'gender must be female, male or other')),
  about: v.optional(text(300, 'about')),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 alpha-2 code'))),
  language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'language must be a language code'))),
  avatarUrl: v.optional(v.pipe(v.string(), v.regex(/^\/media\/uploads\/[0-9a-f]{32}\.(jpg|jpeg|png|gif|webp)$/, 'avatarUrl must be an image uploaded here'))),
});

export const PROFILE_ROUTES: Record<string, Route> = {
  'common_service/update_manual_personal_info_v2': route({
    auth: true,
    schema: ProfilePatch,
    async run(d, caller, deps) {
      const me = caller!;
      if (me.kind !== 'viewer') throw new ApiError(0, 'only viewers edit their profile here');
      if (d.birthday !== undefined) {
        const age = ageFromBirthDate(d.birthday, new Date(deps.now()));
        if (age < 0) throw new ApiError(0, 'birthday is not a date');
        if (age < MIN_AGE) throw new ApiError(0, `you must be at least ${MIN_AGE}`);
        if (age > MAX_AGE) throw new ApiError(0, 'birthday is too far back');
      }
      if (d.avatarUrl !== undefined) {
        const name = d.avatarUrl.slice('/media/uploads/'.length);
        if (!UPLOAD_NAME_RE.test(name)) throw new ApiError(0, 'avatarUrl must be an image uploaded here');
        try {
          await access(join(deps.dataDir, 'uploads', name));
        } catch {
          throw new ApiError(0, 'avatarUrl must be an image uploaded here');
        }
      }
      const updated = await deps.store.updateProfile(me.uid, {
        nickname: d.nickName, birthday: d.birthday, gender: d.gender, about: d.about, country: d.country, language: d.language, avatar_url: d.avatarUrl,
      });
      return { ...visibleCard(updated, updated), completeUserInfoCheck: updated.complete_info };
    },
  }),
};
