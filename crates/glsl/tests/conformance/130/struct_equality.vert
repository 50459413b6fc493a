// expect: compile -- GLSL 1.30 section 5.9: structures compare with == and !=
#version 130
struct S { float a; };
void main() {
    S x = S(1.0); S y = S(2.0); bool e = x == y || x != y;
}
