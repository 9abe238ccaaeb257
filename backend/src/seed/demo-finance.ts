/**
 * Demo clients and contracts (DEMO=1), made by calling the finance services so every record
 * passes the same checks and leaves the same History as one made on the pages: 12 clients
 * across F&B, events, retail, logistics and healthcare, 30 contract departments, positions with
 * certificate requirements, and active, expired and draft contract orders with rates.
 * Names, UENs and addresses are realistic in shape but invented.
 */
import type { PolicyInput } from '@shiftdesk/shared/api';
import { sgDate } from '@shiftdesk/shared/rules';
import { type Caller, SYSTEM_CALLER } from '../core/data/caller';
import { DomainEventBus } from '../core/base/events';
import { withTransaction } from '../core/data/unit-of-work';
import type { Db } from '../db/client';
import { wfCertificateType } from '../db/schema';
import { addClient, moveClient } from '../modules/finance/client/service';
import { addContractDept } from '../modules/finance/contract-dept/service';
import { addContractOrder, expireContractOrders, moveContractOrder } from '../modules/finance/contract-order/service';
import { addPosition } from '../modules/finance/position/service';

/**
 * Each position's required certificate types, by the names the demo certificate types are made
 * with (demo-workforce-certificate.ts, seeded first); their ids are looked up at seed time.
 */
const POSITIONS: [name: string, description: string, certificateTypes: string[] | null][] = [
  ['Service crew', 'Front-of-house service: order taking, serving, clearing', ['Food Hygiene']],
  ['Kitchen assistant', 'Food preparation and dishwashing', ['Food Hygiene']],
  ['Barista', 'Espresso bar and beverages', ['Food Hygiene']],
  ['Event crew', 'Set-up, ushering and tear-down at events', null],
  ['Usher', 'Guest registration and seating', null],
  ['Retail assistant', 'Sales floor, cashier and replenishment', null],
  ['Stocktake assistant', 'Inventory counts', null],
  ['Warehouse assistant', 'Picking, packing and loading', ['Basic Safety Course']],
  ['Forklift operator', 'Licensed forklift operation', ['Basic Safety Course', 'Forklift']],
  ['Delivery driver', 'Class 3 van deliveries', ['Class 3 Driving Licence']],
  ['Patient care assistant', 'Ward support under nursing supervision', ['First Aid / CPR-AED', 'Basic Patient Care']],
  ['Clinic receptionist', 'Registration, appointments and billing', null],
];

interface DemoClient {
  name: string;
  uen: string;
  gst: boolean;
  address: string;
  contact: string;
  email: string;
  terms: number;
  frequency: 'weekly' | 'monthly';
  /** [department, site address, postal code, approver] */
  depts: [string, string, string, string][];
  positions: string[];
}

const CLIENTS: DemoClient[] = [
  {
    name: 'Lau Pa Sat Hawker Ventures Pte. Ltd.',
    uen: '201534567K',
    gst: true,
    address: '18 Raffles Quay, Singapore 048582',
    contact: 'Goh Siew Ling',
    email: 'accounts@lpshv.com.sg',
    terms: 30,
    frequency: 'weekly',
    depts: [
      ['Lau Pa Sat Stalls', '18 Raffles Quay', '048582', 'Goh Siew Ling'],
      ['Satay Street', 'Boon Tat Street', '069619', 'Ahmad Rahim'],
      ['Central Kitchen', '21 Senoko Drive', '758215', 'Tan Boon Kiat'],
    ],
    positions: ['Service crew', 'Kitchen assistant'],
  },
  {
    name: 'Orchard Brew Coffee Co. Pte. Ltd.',
    uen: '201822331M',
    gst: true,
    address: '391 Orchard Road, #B2-01, Singapore 238872',
    contact: 'Rachel Lim',
    email: 'finance@orchardbrew.sg',
    terms: 14,
    frequency: 'weekly',
    depts: [
      ['Ngee Ann City Outlet', '391 Orchard Road #B2-01', '238872', 'Rachel Lim'],
      ['Tampines Mall Outlet', '4 Tampines Central 5 #01-20', '529510', 'Nur Aisyah'],
      ['Roastery', '7 Kaki Bukit Road 1', '415937', 'Daniel Ong'],
    ],
    positions: ['Barista', 'Service crew'],
  },
  {
    name: 'Golden Lotus Restaurant Group Pte. Ltd.',
    uen: '200912876E',
    gst: true,
    address: '2 Jurong East Street 21, Singapore 609601',
    contact: 'Chua Mei Hua',
    email: 'ap@goldenlotus.com.sg',
    terms: 30,
    frequency: 'monthly',
    depts: [
      ['Jurong East', '2 Jurong East Street 21 #03-01', '609601', 'Chua Mei Hua'],
      ['Punggol Waterway', '83 Punggol Central #02-10', '828761', 'Lee Wei Jie'],
      ['Changi Airport T3', '65 Airport Boulevard #B2-22', '819663', 'Hamid Yusof'],
    ],
    positions: ['Service crew', 'Kitchen assistant'],
  },
  {
    name: 'Bayfront Events & Exhibitions Pte. Ltd.',
    uen: '201701234W',
    gst: true,
    address: '10 Bayfront Avenue, Singapore 018956',
    contact: 'Priya Nair',
    email: 'billing@bayfrontevents.sg',
    terms: 45,
    frequency: 'monthly',
    depts: [
      ['Convention Hall B', '10 Bayfront Avenue, Level 4', '018956', 'Priya Nair'],
      ['Expo Hall 5', '1 Expo Drive', '486150', 'Marcus Teo'],
      ['Stadium Concerts', '1 Stadium Drive', '397629', 'Siti Nurhaliza'],
    ],
    positions: ['Event crew', 'Usher'],
  },
  {
    name: 'Lion City Weddings LLP',
    uen: 'T16LL0421H',
    gst: false,
    address: '60 Robertson Quay, #01-05, Singapore 238252',
    contact: 'Joanne Seah',
    email: 'hello@lioncityweddings.sg',
    terms: 14,
    frequency: 'weekly',
    depts: [
      ['Ballroom Events', '60 Robertson Quay #01-05', '238252', 'Joanne Seah'],
      ['Sentosa Venues', '8 Sentosa Gateway', '098269', 'Ryan Koh'],
    ],
    positions: ['Event crew', 'Service crew', 'Usher'],
  },
  {
    name: 'Heartland Mart Supermarkets Pte. Ltd.',
    uen: '199804512D',
    gst: true,
    address: '1 Woodlands Square, Singapore 738099',
    contact: 'Wong Kah Wai',
    email: 'payables@heartlandmart.com.sg',
    terms: 30,
    frequency: 'monthly',
    depts: [
      ['Woodlands Causeway Point', '1 Woodlands Square #B1-01', '738099', 'Wong Kah Wai'],
      ['Bedok Mall', '311 New Upper Changi Road #B2-10', '467360', 'Farah Hassan'],
      ['Yishun Northpoint', '930 Yishun Avenue 2 #B1-01', '769098', 'Kelvin Tan'],
    ],
    positions: ['Retail assistant', 'Stocktake assistant'],
  },
  {
    name: 'Raffles Fashion Retail Pte. Ltd.',
    uen: '201406789R',
    gst: true,
    address: '252 North Bridge Road, Singapore 179103',
    contact: 'Amanda Chew',
    email: 'finance@rafflesfashion.sg',
    terms: 30,
    frequency: 'monthly',
    depts: [
      ['Raffles City Store', '252 North Bridge Road #02-15', '179103', 'Amanda Chew'],
      ['VivoCity Store', '1 HarbourFront Walk #01-88', '098585', 'Benjamin Yeo'],
    ],
    positions: ['Retail assistant'],
  },
  {
    name: 'Pasir Panjang Logistics Pte. Ltd.',
    uen: '200512345G',
    gst: true,
    address: '30 Pasir Panjang Road, Singapore 117440',
    contact: 'Raj Kumar',
    email: 'ap@pplogistics.com.sg',
    terms: 60,
    frequency: 'monthly',
    depts: [
      ['Distribution Centre 1', '30 Pasir Panjang Road', '117440', 'Raj Kumar'],
      ['Tuas Cold Store', '15 Tuas South Avenue 2', '637303', 'Lim Chee Keong'],
      ['Changi Airfreight', '9 Airline Road', '819827', 'Hafiz Osman'],
    ],
    positions: ['Warehouse assistant', 'Forklift operator', 'Delivery driver'],
  },
  {
    name: 'Swift Parcel Express Pte. Ltd.',
    uen: '202012399N',
    gst: false,
    address: '2 Toh Guan Road East, Singapore 608837',
    contact: 'Jason Ng',
    email: 'accounts@swiftparcel.sg',
    terms: 30,
    frequency: 'weekly',
    depts: [
      ['Jurong Hub', '2 Toh Guan Road East', '608837', 'Jason Ng'],
      ['Ubi Sorting Centre', '61 Ubi Avenue 1', '408941', 'Mohamed Iskandar'],
    ],
    positions: ['Warehouse assistant', 'Delivery driver'],
  },
  {
    name: 'Novena Medical Centre Pte. Ltd.',
    uen: '201109876Z',
    gst: true,
    address: '10 Sinaran Drive, Singapore 307506',
    contact: 'Dr Evelyn Tay',
    email: 'finance@novenamedical.sg',
    terms: 30,
    frequency: 'monthly',
    depts: [
      ['Ward 5A', '10 Sinaran Drive, Level 5', '307506', 'Sister Grace Lim'],
      ['Outpatient Clinic', '10 Sinaran Drive #08-01', '307506', 'Nancy Ho'],
    ],
    positions: ['Patient care assistant', 'Clinic receptionist'],
  },
  {
    name: 'Eastcoast Family Clinics Pte. Ltd.',
    uen: '201633210B',
    gst: false,
    address: '130 East Coast Road, Singapore 428818',
    contact: 'Dr Alvin Chong',
    email: 'admin@eastcoastclinics.sg',
    terms: 14,
    frequency: 'monthly',
    depts: [
      ['Katong Clinic', '130 East Coast Road', '428818', 'Dr Alvin Chong'],
      ['Pasir Ris Clinic', '1 Pasir Ris Central Street 3 #02-05', '518457', 'Michelle Toh'],
    ],
    positions: ['Clinic receptionist'],
  },
  {
    name: 'Evergreen Eldercare Services',
    uen: 'S98SS0123C',
    gst: false,
    address: '9 Toa Payoh Lorong 8, Singapore 319254',
    contact: 'Susan Lee',
    email: 'accounts@evergreeneldercare.org.sg',
    terms: 30,
    frequency: 'monthly',
    depts: [
      ['Toa Payoh Home', '9 Toa Payoh Lorong 8', '319254', 'Susan Lee'],
      ['Bukit Batok Day Centre', '151 Bukit Batok West Avenue 8', '650151', 'Kumar Selvam'],
    ],
    positions: ['Patient care assistant'],
  },
];

/** Pay rates a sensible market level (cents/hour); bills at the client's markup. */
const PAY: Record<string, number> = {
  'Service crew': 1100,
  'Kitchen assistant': 1150,
  Barista: 1300,
  'Event crew': 1200,
  Usher: 1100,
  'Retail assistant': 1050,
  'Stocktake assistant': 1100,
  'Warehouse assistant': 1250,
  'Forklift operator': 1600,
  'Delivery driver': 1500,
  'Patient care assistant': 1450,
  'Clinic receptionist': 1300,
};

const policy = (i: number): PolicyInput => ({
  dailyNormalHours: 8,
  weeklyNormalHours: 44,
  otPayMultiplier: 1.5,
  otBillMultiplier: i % 3 === 0 ? 1.75 : 1.5,
  payRounding: { unitMinutes: 15, mode: 'floor' },
  billRounding: { unitMinutes: i % 2 ? 30 : 15, mode: 'ceil' },
  phPayRule: i % 4 === 0 ? 'multiplier' : 'extra_day',
  phPayMultiplier: 2,
  phBillMultiplier: 2,
  lateGraceMinutes: i % 2 ? 5 : 0,
  noShowAfterMinutes: 60,
  cancellationPayHours: i % 3 === 0 ? 4 : 0,
  minPaidHoursSentHome: 4,
  poNumber: i % 5 === 0 ? `PO-${2026}${String(100 + i).padStart(4, '0')}` : '',
  partIvExempt: false,
});

export async function seedDemoFinance(
  db: Db,
  owner: Caller = SYSTEM_CALLER,
  now = new Date(),
): Promise<{ clients: number; depts: number; orders: number }> {
  // Nobody listens at seed time; the bus only satisfies the unit of work's after-commit queue.
  const ctx = { db, events: new DomainEventBus() };
  const year = Number(sgDate(now).slice(0, 4));
  return withTransaction(ctx, async (tx) => {
    const typeIdByName = new Map(
      (await tx.select({ id: wfCertificateType.id, name: wfCertificateType.name }).from(wfCertificateType)).map(
        (r) => [r.name, r.id] as const,
      ),
    );
    const typeIds = (names: string[]) =>
      names.map((n) => {
        const id = typeIdByName.get(n);
        if (id === undefined) throw new Error(`Demo finance: certificate type "${n}" is not seeded`);
        return id;
      });
    const positionIds = new Map<string, number>();
    for (const [name, description, certificateTypes] of POSITIONS) {
      positionIds.set(
        name,
        await addPosition(tx, owner, { name, description, certificateTypeIds: typeIds(certificateTypes ?? []) }),
      );
    }
    let depts = 0;
    let orders = 0;
    for (const [ci, c] of CLIENTS.entries()) {
      const clientId = await addClient(tx, owner, {
        name: c.name,
        uen: c.uen,
        gstRegistered: c.gst,
        gstRegNo: c.gst ? c.uen : null,
        billingAddress: c.address,
        billingContact: c.contact,
        billingEmail: c.email,
        paymentTermsDays: c.terms,
        billingFrequency: c.frequency,
      });
      for (const [di, [name, siteAddress, postalCode, approver]] of c.depts.entries()) {
        const contractDeptId = await addContractDept(tx, owner, {
          clientId,
          name,
          siteAddress,
          postalCode,
          approverName: approver,
          approverEmail: `${approver
            .toLowerCase()
            .replace(/[^a-z]+/g, '.')
            .replace(/^\.|\.$/g, '')}@${c.email.split('@')[1]}`,
          costCentre: `CC-${String(ci + 1).padStart(2, '0')}${di + 1}`,
        });
        depts++;
        const rates = c.positions.map((p, pi) => {
          const payRate = PAY[p] + pi * 25;
          return {
            positionId: positionIds.get(p) as number,
            payRate,
            billRate: Math.round((payRate * (135 + ((ci + di) % 4) * 5)) / 100),
          };
        });
        const i = ci * 3 + di;
        // Last year's order (expired), this year's (active); every third department also has next year's draft.
        const last = await addContractOrder(
          tx,
          owner,
          {
            contractDeptId,
            validFrom: `${year - 1}-01-01`,
            validTo: `${year - 1}-12-31`,
            policy: policy(i),
            rates: rates.map((r) => ({ ...r, payRate: r.payRate - 50, billRate: r.billRate - 70 })),
          },
          now,
        );
        const current = await addContractOrder(
          tx,
          owner,
          { contractDeptId, validFrom: `${year}-01-01`, validTo: `${year}-12-31`, policy: policy(i), rates },
          now,
        );
        for (const id of [last, current]) await moveContractOrder(tx, owner.actor, id, 'activate');
        orders += 2;
        if (i % 3 === 0) {
          await addContractOrder(
            tx,
            owner,
            {
              contractDeptId,
              validFrom: `${year + 1}-01-01`,
              validTo: `${year + 1}-12-31`,
              policy: policy(i + 1),
              rates: rates.map((r) => ({ ...r, payRate: r.payRate + 50, billRate: r.billRate + 75 })),
            },
            now,
          );
          orders++;
        }
      }
      // One client on credit hold, to show the suspended state and its refusals.
      if (ci === 8) await moveClient(tx, owner, clientId, 'suspend', 'Invoices overdue more than 60 days');
    }
    await expireContractOrders(tx, sgDate(now));
    return { clients: CLIENTS.length, depts, orders };
  });
}
