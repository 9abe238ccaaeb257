/**
 * Singapore's 28 postal districts, by the postal sector (the first two digits of the six-digit
 * postal code), as the Urban Redevelopment Authority lists them ("List of Postal Districts",
 * ura.gov.sg). The public job board shows a shift's area by its district: near enough for a job
 * seeker to choose, never the client's address.
 */
export interface PostalDistrict {
  district: number;
  /** The sectors (first two digits of the postal code) in the district. */
  sectors: readonly number[];
  /** The general locations URA names for it. */
  area: string;
}

export const POSTAL_DISTRICTS: readonly PostalDistrict[] = [
  { district: 1, sectors: [1, 2, 3, 4, 5, 6], area: "Raffles Place, Cecil, Marina, People's Park" },
  { district: 2, sectors: [7, 8], area: 'Anson, Tanjong Pagar' },
  { district: 3, sectors: [14, 15, 16], area: 'Queenstown, Tiong Bahru' },
  { district: 4, sectors: [9, 10], area: 'Telok Blangah, Harbourfront' },
  { district: 5, sectors: [11, 12, 13], area: 'Pasir Panjang, Hong Leong Garden, Clementi New Town' },
  { district: 6, sectors: [17], area: 'High Street, Beach Road' },
  { district: 7, sectors: [18, 19], area: 'Middle Road, Golden Mile' },
  { district: 8, sectors: [20, 21], area: 'Little India' },
  { district: 9, sectors: [22, 23], area: 'Orchard, Cairnhill, River Valley' },
  { district: 10, sectors: [24, 25, 26, 27], area: 'Ardmore, Bukit Timah, Holland Road, Tanglin' },
  { district: 11, sectors: [28, 29, 30], area: 'Watten Estate, Novena, Thomson' },
  { district: 12, sectors: [31, 32, 33], area: 'Balestier, Toa Payoh, Serangoon' },
  { district: 13, sectors: [34, 35, 36, 37], area: 'Macpherson, Braddell' },
  { district: 14, sectors: [38, 39, 40, 41], area: 'Geylang, Eunos' },
  { district: 15, sectors: [42, 43, 44, 45], area: 'Katong, Joo Chiat, Amber Road' },
  { district: 16, sectors: [46, 47, 48], area: 'Bedok, Upper East Coast, Eastwood, Kew Drive' },
  { district: 17, sectors: [49, 50, 81], area: 'Loyang, Changi' },
  { district: 18, sectors: [51, 52], area: 'Tampines, Pasir Ris' },
  { district: 19, sectors: [53, 54, 55, 82], area: 'Serangoon Garden, Hougang, Punggol' },
  { district: 20, sectors: [56, 57], area: 'Bishan, Ang Mo Kio' },
  { district: 21, sectors: [58, 59], area: 'Upper Bukit Timah, Clementi Park, Ulu Pandan' },
  { district: 22, sectors: [60, 61, 62, 63, 64], area: 'Jurong' },
  { district: 23, sectors: [65, 66, 67, 68], area: 'Hillview, Dairy Farm, Bukit Panjang, Choa Chu Kang' },
  { district: 24, sectors: [69, 70, 71], area: 'Lim Chu Kang, Tengah' },
  { district: 25, sectors: [72, 73], area: 'Kranji, Woodgrove' },
  { district: 26, sectors: [77, 78], area: 'Upper Thomson, Springleaf' },
  { district: 27, sectors: [75, 76], area: 'Yishun, Sembawang' },
  { district: 28, sectors: [79, 80], area: 'Seletar' },
];

const bySector = new Map(POSTAL_DISTRICTS.flatMap((d) => d.sectors.map((s) => [s, d] as const)));

/** The district of a six-digit postal code; null for anything else or a sector no district has. */
export function postalDistrict(postalCode: string): PostalDistrict | null {
  if (!/^\d{6}$/.test(postalCode)) return null;
  return bySector.get(Number(postalCode.slice(0, 2))) ?? null;
}

/** The two-digit sector prefixes of a district ('01' … '82'), for a SQL `left(postal_code, 2)` filter. */
export function sectorPrefixes(district: number): string[] {
  const d = POSTAL_DISTRICTS.find((x) => x.district === district);
  return (d?.sectors ?? []).map((s) => String(s).padStart(2, '0'));
}
