00000000000c83c0 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi>:
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
je     c8516 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x156>
mov    r10,rdx
cmp    r9,0x1
jne    c851b <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x15b>
xor    r15d,r15d
test   rsi,rsi
je     c852b <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x16b>
mov    rsi,r14
shl    rsi,0x4
add    rsi,rdi
xor    r11d,r11d
mov    rbx,rdi
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,r11
and    rcx,r15
cmp    rcx,r9
jae    c8542 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x182>
inc    r11
mov    r12,QWORD PTR [rbx]
mov    rax,QWORD PTR [rbx+0x8]
mul    QWORD PTR [r8+rcx*8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r12+rdx*1]
add    rbx,0x10
cmp    rbx,rsi
jne    c8420 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x60>
vmovdqa64 zmm0,ZMMWORD PTR [rip+0xfffffffffff505a7]        # 18a00 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x2cb>
add    rdi,0x8
xor    ebx,ebx
mov    r12,QWORD PTR [rip+0xe5a0a]        # 1ade70 <_DYNAMIC+0xae0>
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff480a0]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
xor    ecx,ecx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,rcx
and    rax,r15
cmp    rax,r9
jae    c856b <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x1ab>
mov    rsi,QWORD PTR [rdi]
mov    r11,QWORD PTR [r8+rax*8]
mov    rax,r11
mul    rsi
cmp    rsi,rdx
jbe    c8555 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x195>
mov    esi,DWORD PTR [r10+rcx*8]
lea    rax,[rcx+0x1]
mov    r13,QWORD PTR [rdi-0x8]
and    esi,0xf
shl    esi,0xb
add    rsi,r12
shl    rdx,0x6
imul   ebp,r11d,0x9e3779b1
shr    ebp,0x16
vmovdqa64 zmm2,ZMMWORD PTR [r13+rdx*1+0x0]
vpbroadcastd zmm3,r11d
vpmulld zmm3,zmm3,zmm0
vpsrld zmm3,zmm3,0x1b
vpsrlvd zmm2,zmm2,zmm3
vptestnmd k0,zmm2,zmm1
kmovw  edx,k0
xor    r11d,r11d
test   WORD PTR [rsi+rbp*2],dx
sete   r11b
shl    r11,cl
or     rbx,r11
add    rdi,0x10
cmp    r14,rax
mov    rcx,rax
jne    c8480 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0xc0>
jmp    c852d <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x16d>
mov    rbx,r9
jmp    c852d <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x16d>
mov    r15,0xffffffffffffffff
test   rsi,rsi
jne    c8402 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x42>
xor    ebx,ebx
mov    rax,rbx
add    rsp,0x8
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rdx,[rip+0xe12af]        # 1a97f8 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x108>
mov    rdi,rcx
mov    rsi,r9
call   QWORD PTR [rip+0xe508b]        # 1ad5e0 <_DYNAMIC+0x250>
lea    rax,[rip+0xe12b4]        # 1a9810 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x120>
mov    rdi,rdx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0xe5075]        # 1ad5e0 <_DYNAMIC+0x250>
lea    rdx,[rip+0xe1286]        # 1a97f8 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x108>
mov    rdi,rax
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xe505f]        # 1ad5e0 <_DYNAMIC+0x250>
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
int3
int3
int3
int3
int3
