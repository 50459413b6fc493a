// expect: fail -- GLSL 1.20 section 3.6: `struct` is a keyword or reserved word here
#version 120
void main() {
    float struct = 1.0;
}
