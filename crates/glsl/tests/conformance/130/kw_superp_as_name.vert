// expect: fail -- GLSL 1.30 section 3.6: `superp` is a keyword or reserved word here
#version 130
void main() {
    float superp = 1.0;
}
