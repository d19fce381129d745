/**
 * Passwords that meet the length and letter-case rules but are among the first an attacker tries.
 * Compared case-insensitively. Kept short on purpose: it stops the obvious, not every weak choice.
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword passwort
qwerty123 qwertyui qwertyuiop qwerty12 qwerty1234 qwertyu1 asdfghjk asdfghjkl zxcvbnm1 1qaz2wsx
abcd1234 abcdefgh abc12345 abcdef12 a1b2c3d4 aa123456 aaaaaaaa zaq12wsx q1w2e3r4 1q2w3e4r
iloveyou iloveyou1 welcome1 welcome123 letmein1 letmein123 sunshine1 princess1 football1 baseball1
monkey123 dragon123 master123 superman1 batman123 trustno1 whatever1 starwars1 computer1 michael1
charlie1 jennifer1 jordan23 shadow123 freedom1 summer2024 summer2025 summer2026 winter2025 winter2026
admin123 admin1234 administrator changeme changeme1 default1 secret123 test1234 testtest guest123
hello123 hello1234 helloworld loveyou1 lovely123 yankees1 liverpool1 chelsea1 arsenal1 barcelona1
galatasaray galatasaray1 fenerbahce fenerbahce1 besiktas1 trabzonspor sifre123 sifre1234 parola123
parola1234 istanbul34 istanbul1 ankara06 izmir35 turkiye1 turkiye123 bilgisayar merhaba1 merhaba123
askim123 seniseviyorum canim123 mustafa1 mehmet123 ahmet123 ayse1234 fatma123 yekenglish
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
