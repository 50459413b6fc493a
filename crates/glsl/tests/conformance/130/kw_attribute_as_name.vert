// expect: fail -- GLSL 1.30 section 3.6: `attribute` is a keyword or reserved word here
#version 130
void main() {
    float attribute = 1.0;
}
