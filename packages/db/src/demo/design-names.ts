import type { Random } from './random';

// Word lists for ready-made designs (transfers, stickers, spangles, drinkware) and for the
// occasions custom apparel is ordered for. Combined they give thousands of distinct titles.

const STYLES = [
  'Retro', 'Vintage', 'Groovy', 'Boho', 'Distressed', 'Western', 'Floral', 'Neon', 'Y2K', 'Minimal', 'Watercolor',
  'Leopard', 'Checkered', 'Sparkly', 'Spooky', 'Festive', 'Patriotic', 'Coastal', 'Mountain', 'Desert', 'Varsity',
  'Hand-Lettered', 'Smiley', 'Pastel',
] as const;

const SUBJECTS = [
  'Mama', 'Teacher Life', 'Game Day', 'Football Mom', 'Cowgirl', 'Sunflower', 'Skull', 'Lightning Bolt', 'Cherry',
  'Mushroom', 'Dog Mom', 'Coffee Lover', 'Bride Squad', 'Christmas Tree', 'Pumpkin Patch', 'Lucky Shamrock', 'Eagle',
  'Ocean Wave', 'Cactus', 'Butterfly', 'Rainbow', 'Baseball Mom', 'Basketball', 'Soccer Mom', 'Hockey', 'Fishing Trip',
  'Camp Life', 'Nurse Life', 'Hustle', 'Howdy', 'Stay Wild', 'Good Vibes', 'Cat Lady', 'Pickleball', 'Hot Sauce',
  'Taco Tuesday', 'Plant Mom', 'Bookworm', 'Road Trip', 'Sweet Tooth',
] as const;

const PALETTES = ['Pink', 'Black & Gold', 'Sage', 'Sunset', 'Pastel', 'Red, White & Blue', 'Neon', 'Earth Tone', 'Lavender', 'Teal'] as const;

export function designName(rng: Random): string {
  const base = `${rng.pick(STYLES)} ${rng.pick(SUBJECTS)}`;
  return rng.chance(0.45) ? `${base} (${rng.pick(PALETTES)})` : base;
}

export const MADE_OCCASIONS = [
  'Family Reunion', 'Bachelorette Party', 'Birthday Squad', 'Company Logo', 'Small Business', 'Church Group',
  'Class of 2027', 'Spring Break', 'Girls Trip', 'Bridal Party', 'Fundraiser', 'Charity 5K', 'Wedding Party',
  'Teacher Team', 'Nurse Week', 'Pet Photo', 'Band Merch', 'Brewery Staff', 'Restaurant Staff', 'Real Estate Team',
  'Volunteer Crew', 'Holiday Party', 'In Loving Memory', 'Graduation', 'Baby Shower', 'Camp Counselor', 'Road Trip',
  'Anniversary', 'Food Truck', 'Coffee Shop',
] as const;

export const SPORTS_OCCASIONS = [
  'Soccer Team', 'Softball Team', 'Baseball Team', 'Basketball Team', 'Volleyball Club', 'Booster Club', 'Cheer Squad',
  'Track & Field', 'Cross Country', 'Wrestling Team', 'Hockey Team', 'Lacrosse Team', 'Swim Team', 'Pickleball Club',
  'Run Club', 'Gym Staff', 'Coaches', 'Tournament',
] as const;

export const INDUSTRIES = [
  'Real Estate', 'Salon', 'Photography', 'Landscaping', 'Bakery', 'Law Office', 'Dental', 'Fitness Coach', 'Florist',
  'Contractor', 'Consulting', 'Auto Repair', 'Tattoo Studio', 'Coffee Shop', 'Pet Grooming', 'Wedding Planner',
] as const;

export const EVENTS = [
  'Grand Opening', 'Now Hiring', 'Yard Sale', 'Happy Birthday', 'Graduation', 'Open House', 'Car Wash', 'Farmers Market',
  'Trade Show', 'Welcome Home', 'Under New Management', 'Going Out of Business', 'Church Picnic', 'Team Tryouts',
] as const;
