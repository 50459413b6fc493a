// expect: fail -- GLSL 1.40 section 3.6: `superp` is a keyword or reserved word here
#version 140
void main() {
    float superp = 1.0;
}
