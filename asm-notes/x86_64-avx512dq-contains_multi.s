00000000000c8910 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi>:
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
je     c8a66 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x156>
mov    r10,rdx
cmp    r9,0x1
jne    c8a6b <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x15b>
xor    r15d,r15d
test   rsi,rsi
je     c8a7b <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x16b>
mov    rsi,r14
shl    rsi,0x4
add    rsi,rdi
xor    r11d,r11d
mov    rbx,rdi
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rcx,r11
and    rcx,r15
cmp    rcx,r9
jae    c8a92 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x182>
inc    r11
mov    r12,QWORD PTR [rbx]
mov    rax,QWORD PTR [rbx+0x8]
mul    QWORD PTR [r8+rcx*8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r12+rdx*1]
add    rbx,0x10
cmp    rbx,rsi
jne    c8970 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x60>
vmovdqa64 zmm0,ZMMWORD PTR [rip+0xfffffffffff50217]        # 18bc0 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x2cb>
add    rdi,0x8
xor    ebx,ebx
mov    r12,QWORD PTR [rip+0xe9f52]        # 1b2908 <_DYNAMIC+0xab8>
vpbroadcastd zmm1,DWORD PTR [rip+0xfffffffffff47cf0]        # 106b0 <anon.77f4a59228fe19f714bc84d658c56007.74.llvm.645598564717104266+0x8>
xor    ecx,ecx
data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,rcx
and    rax,r15
cmp    rax,r9
jae    c8abb <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x1ab>
mov    rsi,QWORD PTR [rdi]
mov    r11,QWORD PTR [r8+rax*8]
mov    rax,r11
mul    rsi
cmp    rsi,rdx
jbe    c8aa5 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x195>
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
jne    c89d0 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0xc0>
jmp    c8a7d <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x16d>
mov    rbx,r9
jmp    c8a7d <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x16d>
mov    r15,0xffffffffffffffff
test   rsi,rsi
jne    c8952 <linebloom::probe::x86_64::avx512::entry_dq::contains_multi+0x42>
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
lea    rdx,[rip+0xe56ef]        # 1ae188 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x108>
mov    rdi,rcx
mov    rsi,r9
call   QWORD PTR [rip+0xe95fb]        # 1b20a0 <_DYNAMIC+0x250>
lea    rax,[rip+0xe56f4]        # 1ae1a0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x120>
mov    rdi,rdx
mov    rdx,rax
vzeroupper
call   QWORD PTR [rip+0xe95e5]        # 1b20a0 <_DYNAMIC+0x250>
lea    rdx,[rip+0xe56c6]        # 1ae188 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x108>
mov    rdi,rax
mov    rsi,r9
vzeroupper
call   QWORD PTR [rip+0xe95cf]        # 1b20a0 <_DYNAMIC+0x250>
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
