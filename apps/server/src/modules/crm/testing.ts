// Shared by the CRM and order tests: a valid lead and the intake token.
import type { AddLeadBody } from '@zdravo/contract/methods';
import { newLeadId } from '../../platform/lead-id.ts';

export const CRM_TOKEN = 'crm-test-token-0123456789';

export function sampleLead(leadId = newLeadId()): AddLeadBody {
  return {
    LeadID: leadId,
    FirstName: 'Amra',
    LastName: 'Hodžić',
    PhoneNumber: '+387 61 234 567',
    Country: 'BA',
    Currency: 'BAM',
    Total: 89.8,
    Articles: [{ ID: 1, ScaleleadID: 'SL-1', Name: 'Pure Fit', Quantity: 2, Price: 39.9 }],
  };
}
