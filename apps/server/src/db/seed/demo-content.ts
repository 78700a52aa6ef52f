import type { Database } from '../client';
import { faqEntries, hardwareDevices } from '../schema';

/** Demo hardware devices: fictional simulator models, matched by the hardware_version the game reports. */
export const demoHardwareDevices = [
  {
    title: 'Fairway Pro Simulator',
    description: 'A full simulator bay with an overhead camera launch monitor.',
    hardwareVersion: 'FPS-1',
  },
  {
    title: 'Garage Launch Monitor',
    description: 'A portable radar launch monitor for home practice.',
    hardwareVersion: 'GLM-2',
  },
] as const;

/** Adds the missing demo devices (by hardware_version); ones staff changed are left as they are. */
export async function seedHardwareDevices(db: Database): Promise<void> {
  await db
    .insert(hardwareDevices)
    .values(demoHardwareDevices.map((device) => ({ ...device })))
    .onConflictDoNothing();
}

/** Demo FAQ entries, in English and Swedish. */
export const demoFaqEntries = [
  {
    position: 10,
    questionEn: 'How do I get more courses?',
    answerEn:
      'Buy a map pack in the store: its courses are yours at once. Locked courses name the pack that holds them.',
    questionSv: 'Hur får jag fler banor?',
    answerSv: 'Köp ett banpaket i butiken: dess banor blir dina direkt. Låsta banor visar vilket paket de finns i.',
  },
  {
    position: 20,
    questionEn: 'How do I connect a launch monitor?',
    answerEn:
      'Start a round, open the launch monitor panel and enter the pairing code in your GSPro Open Connect software.',
    questionSv: 'Hur ansluter jag en bollmätare?',
    answerSv:
      'Starta en runda, öppna bollmätarpanelen och ange parkopplingskoden i din GSPro Open Connect-programvara.',
  },
] as const;

/** Adds the demo FAQ only while the FAQ is empty, so entries staff wrote or changed are left as they are. */
export async function seedFaqEntries(db: Database): Promise<void> {
  const [existing] = await db.select({ id: faqEntries.id }).from(faqEntries).limit(1);
  if (!existing) await db.insert(faqEntries).values(demoFaqEntries.map((entry) => ({ ...entry })));
}
