// Two-factor codes: TOTP of RFC 6238 (30-second steps, 6 digits, SHA-1 — what every authenticator
// app reads from a QR code), through otplib. A code is accepted once: the accepted time step is
// stored and a code of that step or an earlier one is refused (no replay within its 30 seconds).
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** One step either side, for a phone clock a little off (RFC 6238 §5.2's advice). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export interface CodeCheck {
  valid: boolean;
  /** The time step the code belongs to (store it: the next code must be of a later step). */
  step: number | null;
}

export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<CodeCheck> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // A TOTP answer carries its time step (an HOTP one would not).
  const step = result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
  return { valid: step !== null, step };
}

/** The otpauth:// link as a QR code (SVG), and the key as text beside it for typing by hand. */
export async function enrolmentQr(secret: string, email: string, issuer: string): Promise<string> {
  const uri = generateURI({ issuer, label: email, secret });
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
