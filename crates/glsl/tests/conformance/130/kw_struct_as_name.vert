// expect: fail -- GLSL 1.30 section 3.6: `struct` is a keyword or reserved word here
#version 130
void main() {
    float struct = 1.0;
}
