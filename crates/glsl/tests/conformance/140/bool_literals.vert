// expect: compile -- GLSL 1.40 section 4.1.2: true and false are the boolean literals
#version 140
void main() {
    bool a = true; bool b = false; bool c = a && !b;
}
