// expect: fail -- GLSL 1.40 section 3.6: `struct` is a keyword or reserved word here
#version 140
void main() {
    float struct = 1.0;
}
