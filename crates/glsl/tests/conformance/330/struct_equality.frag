// expect: compile -- GLSL 3.30 section 5.9: structures compare with == and !=
#version 330 core
struct S { float a; };
void main() {
    S x = S(1.0); S y = S(2.0); bool e = x == y || x != y;
}
