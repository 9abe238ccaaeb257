/**
 * The job page's schema.org JobPosting (what search engines read for job listings). Built from
 * the public detail only: the area by postal district, never the client's address or name; the
 * hiring organisation is our brand, the agency that employs.
 */
import type { PublicJobDetail } from '@shiftdesk/shared/api';
import { centsToDecimal } from './format';

export interface JobPostingInput {
  job: PublicJobDetail;
  /** The text the posting describes the job with (the description, or one made of its facts) */
  description: string;
  /** When the job was last changed (published or edited), ISO */
  datePosted: string;
  brand: string;
  /** The absolute address of the site ("https://jobs.example.sg") */
  origin: string;
  /** The job page's absolute address */
  url: string;
}

export function jobPosting({ job, description, datePosted, brand, origin, url }: JobPostingInput) {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: brand, value: job.code },
    url,
    datePosted,
    // The shift leaves the board when it starts.
    validThrough: job.startAt,
    employmentType: 'TEMPORARY',
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: brand, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.area ? { addressRegion: job.area, addressLocality: job.area } : {}),
        addressCountry: 'SG',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'SGD',
      // A decimal written from the integer cents, then read as a number: exact to the cent.
      value: {
        '@type': 'QuantitativeValue',
        value: Number(centsToDecimal(job.payRate).replace(/,/g, '')),
        unitText: 'HOUR',
      },
    },
    ...(job.openings > 0 ? { totalJobOpenings: job.openings } : {}),
  };
}
