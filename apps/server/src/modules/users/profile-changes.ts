import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { z } from 'zod';
import type { adminUpdateUserBodySchema } from '@golf/contracts';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { UserRow, UserUpdate, UsersRepository } from './users.repository';

export type AdminUpdateUser = z.output<typeof adminUpdateUserBodySchema>;
/** The profile fields both players and staff edit. */
export type ProfileFields = Omit<AdminUpdateUser, 'email' | 'hcp'>;

export interface ProfileChangesDeps {
  users: Pick<UsersRepository, 'isTaken'>;
  profanity: ProfanityFilter;
  clock: () => Date;
}

/** Checks the profile fields both players and staff edit; returns the column changes or a 422 naming each bad field. */
export function createProfileChanges({ users, profanity, clock }: ProfileChangesDeps) {
  return async function profileChanges(user: UserRow, fields: ProfileFields): Promise<UserUpdate> {
    const errors: Record<string, MessageRef[]> = {};
    const changes: UserUpdate = {};
    if (fields.display_name !== undefined && fields.display_name !== user.displayName) {
      const word = await profanity.findProfanity(fields.display_name);
      if (word) errors.display_name = [{ key: 'validation.profanity', params: { attribute: 'display name', word } }];
      else if (await users.isTaken('displayName', fields.display_name, user.id))
        errors.display_name = [{ key: 'validation.unique', params: { attribute: 'display name' } }];
      changes.displayName = fields.display_name;
    }
    if (fields.phone !== undefined) {
      if (fields.phone === null || fields.phone === '') changes.phone = null;
      else {
        const country = (fields.country ?? user.country ?? undefined) as CountryCode | undefined;
        const phone = parsePhoneNumberFromString(fields.phone, country);
        if (!phone?.isValid()) errors.phone = [{ key: 'validation.phone', params: { attribute: 'phone' } }];
        else changes.phone = phone.format('E.164');
      }
    }
    if (fields.date_of_birth) {
      const born = new Date(`${fields.date_of_birth}T00:00:00Z`);
      if (born.getUTCFullYear() < 1900)
        errors.date_of_birth = [{ key: 'validation.date', params: { attribute: 'date of birth' } }];
      else if (born >= clock())
        errors.date_of_birth = [{ key: 'validation.not_future', params: { attribute: 'date of birth' } }];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const direct = {
      firstName: fields.first_name,
      lastName: fields.last_name,
      dateOfBirth: fields.date_of_birth,
      locale: fields.locale,
      streetAddress1: fields.street_address_1,
      streetAddress2: fields.street_address_2,
      careOf: fields.care_of,
      zip: fields.zip,
      city: fields.city,
      stateInCountry: fields.state_in_country,
      country: fields.country,
    };
    for (const [column, value] of Object.entries(direct)) {
      if (value !== undefined) (changes as Record<string, unknown>)[column] = value === '' ? null : value;
    }
    return changes;
  };
}

export type ProfileChanges = ReturnType<typeof createProfileChanges>;
