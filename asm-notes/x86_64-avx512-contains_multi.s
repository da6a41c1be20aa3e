00000000000d8530 <linebloom::probe::x86_64::avx512::entry::contains_multi>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
push   rax
cmp    rcx,rsi
cmovb  rsi,rcx
cmp    rsi,0x40
mov    r14d,0x40
cmovb  r14,rsi
test   r9,r9
je     d868c <linebloom::probe::x86_64::avx512::entry::contains_multi+0x15c>
mov    r11,rcx
mov    r10,rdx
cmp    r9,0x1
jne    d8694 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x164>
test   rsi,rsi
je     d87a1 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x271>
mov    r8,QWORD PTR [r8]
shl    r14,0x4
lea    rsi,[r14-0x10]
mov    rcx,rdi
test   sil,0x10
jne    d859c <linebloom::probe::x86_64::avx512::entry::contains_multi+0x6c>
lea    rcx,[rdi+0x10]
mov    rax,r8
mul    QWORD PTR [rdi+0x8]
mov    rax,QWORD PTR [rdi]
shl    rdx,0x6
prefetcht0 BYTE PTR [rax+rdx*1]
test   rsi,rsi
je     d85e0 <linebloom::probe::x86_64::avx512::entry::contains_multi+0xb0>
lea    rsi,[rdi+r14*1]
data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r9,QWORD PTR [rcx]
mov    rax,r8
mul    QWORD PTR [rcx+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r9+rdx*1]
mov    r9,QWORD PTR [rcx+0x10]
mov    rax,r8
mul    QWORD PTR [rcx+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r9+rdx*1]
add    rcx,0x20
cmp    rcx,rsi
jne    d85b0 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x80>
mov    ebx,0x9e3779b1
imul   ebx,r8d
shr    ebx,0x15
and    ebx,0xfffffffe
add    rbx,QWORD PTR [rip+0x133012]        # 20b608 <_DYNAMIC+0xac8>
vpbroadcastd zmm0,r8d
vpmulld zmm0,zmm0,ZMMWORD PTR [rip+0xfffffffffff410ba]        # 196c0 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x32b>
vpsrld zmm0,zmm0,0x1b
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff38a19]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vpsllvd zmm0,zmm1,zmm0
xor    esi,esi
xor    r15d,r15d
xor    ecx,ecx
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    r11,rcx
je     d87ce <linebloom::probe::x86_64::avx512::entry::contains_multi+0x29e>
mov    r9,QWORD PTR [rdi+r15*1+0x8]
mov    rax,r9
mul    r8
cmp    r9,rdx
jbe    d87e4 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x2b4>
mov    eax,DWORD PTR [r10+rcx*8]
and    eax,0xf
mov    r9,QWORD PTR [rdi+r15*1]
shl    rdx,0x6
shl    eax,0xb
vptestnmd k0,zmm0,ZMMWORD PTR [r9+rdx*1]
kmovw  edx,k0
xor    r9d,r9d
test   WORD PTR [rbx+rax*1],dx
sete   r9b
shl    r9,cl
or     rsi,r9
add    r15,0x10
inc    rcx
cmp    r14,r15
jne    d8630 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x100>
jmp    d87a3 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x273>
mov    rsi,r9
jmp    d87a3 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x273>
test   rsi,rsi
je     d87a1 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x271>
shl    r14,0x4
lea    rcx,[rdi+r14*1]
lea    rsi,[r9*8+0x0]
xor    ebx,ebx
nop
cmp    rsi,rbx
je     d87b8 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x288>
lea    r15,[rdi+rbx*2]
mov    rax,QWORD PTR [r15+0x8]
mul    QWORD PTR [r8+rbx*1]
mov    rax,QWORD PTR [r15]
shl    rdx,0x6
prefetcht0 BYTE PTR [rax+rdx*1]
add    rbx,0x8
add    r15,0x10
cmp    r15,rcx
jne    d86b0 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x180>
mov    r15d,0x9e3779b1
vmovdqa64 zmm0,ZMMWORD PTR [rip+0xfffffffffff40fd3]        # 196c0 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x32b>
xor    esi,esi
mov    r12,QWORD PTR [rip+0x132f12]        # 20b608 <_DYNAMIC+0xac8>
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff38930]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
xor    r13d,r13d
xor    ecx,ecx
data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    r9,rcx
je     d87b8 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x288>
cmp    r11,rcx
je     d87ce <linebloom::probe::x86_64::avx512::entry::contains_multi+0x29e>
mov    rbp,QWORD PTR [r8+rcx*8]
mov    rbx,QWORD PTR [rdi+r13*1+0x8]
mov    rax,rbx
mul    rbp
cmp    rbx,rdx
jbe    d87fd <linebloom::probe::x86_64::avx512::entry::contains_multi+0x2cd>
mov    eax,DWORD PTR [r10+rcx*8]
and    eax,0xf
shl    eax,0xb
add    rax,r12
mov    rbx,QWORD PTR [rdi+r13*1]
shl    rdx,0x6
vpbroadcastd zmm2,ebp
imul   ebp,r15d
shr    ebp,0x16
vmovdqa64 zmm3,ZMMWORD PTR [rbx+rdx*1]
vpmulld zmm2,zmm2,zmm0
vpsrld zmm2,zmm2,0x1b
vpsrlvd zmm2,zmm3,zmm2
vptestnmd k0,zmm2,zmm1
kmovw  edx,k0
xor    ebx,ebx
test   WORD PTR [rax+rbp*2],dx
sete   bl
shl    rbx,cl
or     rsi,rbx
add    r13,0x10
inc    rcx
cmp    r14,r13
jne    d8710 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x1e0>
jmp    d87a3 <linebloom::probe::x86_64::avx512::entry::contains_multi+0x273>
xor    esi,esi
mov    rax,rsi
add    rsp,0x8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rdx,[rip+0x12e429]        # 206be8 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x1f8>
mov    rdi,r9
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0x1325c2]        # 20ad90 <_DYNAMIC+0x250>
lea    rdx,[rip+0x12e36b]        # 206b40 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x150>
mov    rdi,r11
mov    rsi,r11
vzeroupper
call   QWORD PTR [rip+0x1325ac]        # 20ad90 <_DYNAMIC+0x250>
lea    rax,[rip+0x12e36d]        # 206b58 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x168>
mov    rdi,rdx
mov    rsi,r9
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x132593]        # 20ad90 <_DYNAMIC+0x250>
lea    rax,[rip+0x12e354]        # 206b58 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x168>
mov    rdi,rdx
mov    rsi,rbx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0x13257a]        # 20ad90 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
