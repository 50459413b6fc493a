// expect: compile -- GLSL 1.30 section 4.1.2: true and false are the boolean literals
#version 130
void main() {
    bool a = true; bool b = false; bool c = a && !b;
}
