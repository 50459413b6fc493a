// expect: fail -- GLSL 1.20 section 3.6: `highp` is a keyword or reserved word here
#version 120
void main() {
    float highp = 1.0;
}
