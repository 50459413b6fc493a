// expect: compile -- GLSL 3.30 section 4.5.3: precision statements exist in GLSL ES and from GLSL 1.30
#version 330 core
precision highp float;
precision mediump int;
void main() {}
