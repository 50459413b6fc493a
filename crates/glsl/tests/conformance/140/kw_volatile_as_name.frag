// expect: fail -- GLSL 1.40 section 3.6: `volatile` is a keyword or reserved word here
#version 140
void main() {
    float volatile = 1.0;
}
