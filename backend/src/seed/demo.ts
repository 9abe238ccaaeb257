/**
 * Demo data (DEMO=1, first start only): ~30 staff users across the departments with
 * Singapore mobiles, emails, roles and posts. All demo users share the password
 * DEMO_PASSWORD (printed in the start log). Hashed once: the password is public anyway,
 * and hashing 30 times would add seconds to the first start.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDept, sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../db/schema';
import { hashPassword } from '../core/password';

export const DEMO_PASSWORD = 'Demo@12345';

const FIRST = ['Wei Ling', 'Arjun', 'Siti', 'Marcus', 'Hui Min', 'Rahul', 'Nur Aisyah', 'Daniel', 'Mei Ling', 'Kumar'];
const LAST = ['Tan', 'Lim', 'Ng', 'Wong', 'Goh', 'Chua', 'Lee', 'Rahman', 'Nair', 'Koh'];
const DEPT_POSTS: Record<string, string> = {
  Operations: 'ops_manager',
  Recruitment: 'recruiter',
  Scheduling: 'scheduler',
  Finance: 'accountant',
  Sales: 'sales',
  IT: 'ops_manager',
};

export async function seedDemo(db: Db, count = 30): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const depts = await db.select({ id: sysDept.id, name: sysDept.deptName }).from(sysDept);
  const posts = await db.select({ id: sysPost.id, code: sysPost.postCode }).from(sysPost);
  const [common] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleKey, 'common'));
  const deptNames = Object.keys(DEPT_POSTS);
  let created = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 3 + Math.floor(i / FIRST.length)) % LAST.length];
      const userName = `demo${String(i + 1).padStart(2, '0')}`;
      const deptName = deptNames[i % deptNames.length];
      const dept = depts.find((d) => d.name === deptName);
      const mobile = `+65 ${i % 2 ? '8' : '9'}${String(1000000 + ((i * 7919) % 8999999)).padStart(7, '0')}`;
      const rows = await tx
        .insert(sysUser)
        .values({
          userName,
          userNickname: `${first} ${last}`,
          passwordHash: hash,
          mobile,
          email: `${userName}@shiftdesk.demo`,
          sex: (i % 3) as 0 | 1 | 2,
          deptId: dept?.id ?? null,
          status: i % 10 === 9 ? 0 : 1,
          description: 'Demo user',
          createdAt: new Date(Date.now() - (count - i) * 86_400_000),
        })
        .onConflictDoNothing({ target: sysUser.userName })
        .returning({ id: sysUser.id });
      if (!rows[0]) continue;
      created++;
      if (common) await tx.insert(sysUserRole).values({ userId: rows[0].id, roleId: common.id });
      const post = posts.find((p) => p.code === DEPT_POSTS[deptName]);
      if (post) await tx.insert(sysUserPost).values({ userId: rows[0].id, postId: post.id });
    }
  });
  return created;
}
