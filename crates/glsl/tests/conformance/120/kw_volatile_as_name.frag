// expect: fail -- GLSL 1.20 section 3.6: `volatile` is a keyword or reserved word here
#version 120
void main() {
    float volatile = 1.0;
}
