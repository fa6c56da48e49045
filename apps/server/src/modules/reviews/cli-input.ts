// Operator input checks shared by the review commands: the same rules the RPC boundary applies.
import { isCountryCode as isCountry, type CountryCode } from '@zdravo/contract';
import { safeString } from '@zdravo/contract/methods';

export const safeStringOk = (value: string, max: number): boolean => safeString(max).safeParse(value).success;
export const isCountryCode = (value: string | undefined): value is CountryCode => isCountry(value);
