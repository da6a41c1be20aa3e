000000000003b810 <lookup_pinned_avx2>:
push   rax
mov    r8,QWORD PTR [rdi]
mov    rcx,QWORD PTR [rdi+0x8]
cmp    BYTE PTR [rdi+0x2c],0x1
jne    3b882 <lookup_pinned_avx2+0x72>
mov    rax,rsi
shr    rax,0x20
imul   rax,rcx
add    rax,rax
mov    rdi,rax
shr    rdi,0x21
cmp    rdi,rcx
jae    3b90d <lookup_pinned_avx2+0xfd>
shl    rdi,0x6
add    r8,rdi
shr    rax,0x1b
and    eax,0x20
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffcaca4]        # 6500 <__abi_tag+0x6204>
vmovdqa ymm1,YMMWORD PTR [rax+r8*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffcadb8]        # 6628 <__abi_tag+0x632c>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
mov    rax,rcx
mul    rsi
cmp    rcx,rdx
jbe    3b91d <lookup_pinned_avx2+0x10d>
mov    eax,DWORD PTR [rdi+0x28]
dec    eax
and    eax,0xf
shl    rdx,0x6
imul   ecx,esi,0x9e3779b1
shl    eax,0xc
add    rax,QWORD PTR [rip+0x4d6f3]        # 88fa0 <_DYNAMIC+0x300>
shr    ecx,0x16
vmovd  xmm0,esi
vpbroadcastd ymm0,xmm0
vpmulld ymm1,ymm0,YMMWORD PTR [rip+0xfffffffffffcac5e]        # 6520 <__abi_tag+0x6224>
vpcmpeqd ymm2,ymm2,ymm2
vpxor  ymm1,ymm1,ymm2
vpsrld ymm1,ymm1,0x1b
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffcac08]        # 64e0 <__abi_tag+0x61e4>
vpxor  ymm0,ymm0,ymm2
vpsrld ymm0,ymm0,0x1b
vmovdqa ymm2,YMMWORD PTR [r8+rdx*1]
vpsllvd ymm1,ymm2,ymm1
vmovdqa ymm2,YMMWORD PTR [r8+rdx*1+0x20]
vpsllvd ymm0,ymm2,ymm0
vpackssdw ymm0,ymm1,ymm0
vpmovmskb edx,ymm0
not    edx
test   DWORD PTR [rax+rcx*4],edx
sete   al
pop    rcx
vzeroupper
ret
lea    rdx,[rip+0x4aca4]        # 865b8 <__frame_dummy_init_array_entry+0x128>
mov    rsi,rcx
call   QWORD PTR [rip+0x4d643]        # 88f60 <_DYNAMIC+0x2c0>
lea    rax,[rip+0x4ac7c]        # 865a0 <__frame_dummy_init_array_entry+0x110>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0x4d62d]        # 88f60 <_DYNAMIC+0x2c0>
