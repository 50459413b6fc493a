// expect: fail -- GLSL 1.30 section 3.6: `enum` is a keyword or reserved word here
#version 130
void main() {
    float enum = 1.0;
}
