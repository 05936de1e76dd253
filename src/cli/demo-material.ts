import type { MaterialMovementCreate } from '../modules/material/movements.schema.js';
import { createItem } from '../modules/material/items.service.js';
import { createMovement } from '../modules/material/movements.service.js';
import { createRequest, updateRequest } from '../modules/material/requests.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import type { AccountActor } from '../modules/access/actor.js';

// The demo company's material: a small catalogue, stock in the warehouse and on site,
// and requests in each status, all booked through the same services as the API.

const ITEMS = [
  { key: 'glass', name: 'Glass cleaner 1 l', sku: 'RG-GC-1000', unit: 'piece', category: 'Cleaning agents', min: 12 },
  { key: 'floor', name: 'Floor soap 10 l', sku: 'RG-FS-10', unit: 'piece', category: 'Cleaning agents', min: 4 },
  { key: 'liners', name: 'Bin liners 120 l', sku: 'RG-BL-120', unit: 'roll', category: 'Consumables', min: 20 },
  { key: 'towels', name: 'Paper towels', sku: 'RG-PT-01', unit: 'pack', category: 'Consumables', min: 30 },
  { key: 'gloves', name: 'Nitrile gloves M', sku: 'RG-NG-M', unit: 'box', category: 'Safety', min: 10 },
  { key: 'bulbs', name: 'LED bulb E27 9 W', sku: 'RG-LED-E27', unit: 'piece', category: 'Spare parts', min: 15 },
] as const;

type ItemKey = (typeof ITEMS)[number]['key'];

/** Seeds the material module for the demo tenant; `properties` are the demo's property ids. */
export async function seedMaterial(deps: ServiceDeps, admin: AccountActor, properties: number[]): Promise<void> {
  const ids = new Map<ItemKey, number>();
  for (const item of ITEMS) {
    const created = await createItem(deps, admin, {
      name: item.name,
      sku: item.sku,
      unit: item.unit,
      category: item.category,
      min_stock: item.min,
    });
    ids.set(item.key, created.id);
  }
  const id = (key: ItemKey) => ids.get(key) as number;
  const [first, second, third] = properties as [number, number, number, ...number[]];

  const movements: MaterialMovementCreate[] = [
    { type: 'receipt', item_id: id('glass'), quantity: 120, note: 'Delivery note 4471' },
    { type: 'receipt', item_id: id('floor'), quantity: 24, note: 'Delivery note 4471' },
    { type: 'receipt', item_id: id('liners'), quantity: 200, note: 'Delivery note 4502' },
    { type: 'receipt', item_id: id('towels'), quantity: 150, note: 'Delivery note 4502' },
    { type: 'receipt', item_id: id('gloves'), quantity: 40 },
    { type: 'receipt', item_id: id('bulbs'), quantity: 12 },
    { type: 'transfer_to_property', item_id: id('glass'), property_id: first, quantity: 18 },
    { type: 'transfer_to_property', item_id: id('liners'), property_id: first, quantity: 40 },
    { type: 'transfer_to_property', item_id: id('towels'), property_id: second, quantity: 45 },
    { type: 'transfer_to_property', item_id: id('glass'), property_id: third, quantity: 10 },
    { type: 'consumption', item_id: id('glass'), property_id: first, quantity: 9 },
    { type: 'consumption', item_id: id('liners'), property_id: first, quantity: 28 },
    { type: 'consumption', item_id: id('towels'), property_id: second, quantity: 20 },
    { type: 'transfer_to_warehouse', item_id: id('glass'), property_id: third, quantity: 4, note: 'Overstocked' },
    {
      type: 'correction',
      item_id: id('gloves'),
      quantity: 2,
      direction: 'decrease',
      reason: 'Stock-take: 2 boxes torn',
    },
  ];
  for (const movement of movements) await createMovement(deps, admin, movement);

  const request = async (propertyId: number, lines: [ItemKey, number][], note: string) =>
    (
      await createRequest(deps, admin, {
        property_id: propertyId,
        note,
        lines: lines.map(([key, quantity]) => ({ item_id: id(key), quantity })),
      })
    ).request.id;
  const delivered = await request(
    first,
    [
      ['floor', 2],
      ['gloves', 4],
    ],
    'Monthly refill',
  );
  await updateRequest(deps, admin, delivered, { status: 'approved' });
  await updateRequest(deps, admin, delivered, { status: 'delivered' });
  const approved = await request(second, [['liners', 30]], 'New tenants moving in');
  await updateRequest(deps, admin, approved, { status: 'approved' });
  await request(
    third,
    [
      ['bulbs', 6],
      ['glass', 6],
    ],
    'Stairwell lights failing',
  );
}
