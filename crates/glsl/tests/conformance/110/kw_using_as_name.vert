// expect: fail -- GLSL 1.10 section 3.6: `using` is a keyword or reserved word here
#version 110
void main() {
    float using = 1.0;
}
