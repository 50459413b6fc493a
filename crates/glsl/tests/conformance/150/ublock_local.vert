// expect: fail -- GLSL 1.50 section 4.3.7: blocks are declared at global scope
#version 150 core
void main() {
    uniform L { float k; };
}
