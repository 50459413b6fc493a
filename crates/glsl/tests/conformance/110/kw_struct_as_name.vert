// expect: fail -- GLSL 1.10 section 3.6: `struct` is a keyword or reserved word here
#version 110
void main() {
    float struct = 1.0;
}
