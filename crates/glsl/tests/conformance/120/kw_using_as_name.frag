// expect: fail -- GLSL 1.20 section 3.6: `using` is a keyword or reserved word here
#version 120
void main() {
    float using = 1.0;
}
