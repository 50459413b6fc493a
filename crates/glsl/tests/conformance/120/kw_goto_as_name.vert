// expect: fail -- GLSL 1.20 section 3.6: `goto` is a keyword or reserved word here
#version 120
void main() {
    float goto = 1.0;
}
