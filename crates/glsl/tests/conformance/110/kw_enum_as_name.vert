// expect: fail -- GLSL 1.10 section 3.6: `enum` is a keyword or reserved word here
#version 110
void main() {
    float enum = 1.0;
}
